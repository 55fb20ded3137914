import { OrganizationProfile, SignIn, SignUp, UserProfile } from "@clerk/remix";

// Clerk's own screens on the product's catch-all routes; loaded only with Clerk keys.

export function SignInScreen() {
  return <SignIn routing="path" path="/sign-in" signUpUrl="/sign-up" />;
}

export function SignUpScreen() {
  return <SignUp routing="path" path="/sign-up" signInUrl="/sign-in" />;
}

export function UserProfileScreen() {
  return <UserProfile routing="path" path="/user" />;
}

export function OrganizationProfileScreen() {
  return <OrganizationProfile routing="path" path="/organization" />;
}
