import { Link } from "@remix-run/react";

import type { GuideProps } from "../guide-props";
import { CLASS_LIST_LIMITS } from "~/features/class-lists";

export function ClassListsGuide(_props: GuideProps) {
  return (
    <>
      <p>
        A class list is a list of names you type once, on the <Link to="/lists">Class lists</Link>{" "}
        page, and then use wherever a tool takes entries:{" "}
        <Link to="/spin-the-wheel">the wheel</Link>,{" "}
        <Link to="/pick-from-list">Pick From a List</Link>, the team and group generators, Secret
        Santa, seating charts and speaking orders, and the form of a{" "}
        <Link to="/draws/new">public draw</Link>. Each of them shows a <em>Use a list</em> box:
        choose the list, press Use a list, and its names fill the entries.
      </p>

      <h2>Making and keeping lists</h2>
      <p>
        Type the names one per line, or import them from a <code>.txt</code> file (one name per
        line) or a <code>.csv</code> file (its first column; a header such as &quot;Name&quot; is
        left out). Blank lines and repeated names are dropped, as every generator drops them. Edit
        changes the name and the names; Export downloads the names as a <code>.txt</code> that
        Import reads back.
      </p>
      <p>
        Signed out, lists are kept in this browser. Signed in, they are kept in your account, so the
        same lists, and the same rotation, are there on every device you sign in on. When you sign
        in, the lists of this browser are copied to your account, each one leaving the browser only
        once the account has confirmed it; a list the account cannot take (it already holds as many
        as it may) stays in the browser, marked, and is offered again when you delete one. A change
        made while the account cannot be reached waits in the browser and is sent again by itself.
        The limits:
      </p>
      <ul>
        {CLASS_LIST_LIMITS.map(({ what, limit }) => (
          <li key={what}>
            {limit.toLocaleString("en-US")} {what}
          </li>
        ))}
      </ul>

      <h2>No repeats until everyone has been picked</h2>
      <p>
        On Pick From a List and the wheel, <em>Use in rotation</em> draws from the list in passes.
        Each pick takes the picked names out of the pass, the box shows how far it has gone
        (&quot;12 of 30 left&quot;), and once everyone has been picked the next pick starts a new
        pass with everyone back in. Over one pass every name is picked exactly once: the tests run
        both tools through full passes over hundreds of fixed seeds and check it. Reset, here or on
        the Class lists page, puts everyone back at once. Editing a list keeps the pass: a new name
        joins it not yet picked, a removed name leaves it.
      </p>
      <p>
        The rotation is kept with the list, not with the page: close the tab, come back tomorrow or
        open the list on another device, and the pass goes on where it stopped. Pick From a List
        draws from the names still left (its Entries show them); the wheel shows the whole class and
        lets those already picked sit out, in grey, as its own rotation mode does.
      </p>

      <h2>What a permalink of a pick means</h2>
      <p>
        The pick itself is the tool&apos;s own, with a fresh seed from your browser&apos;s
        cryptographic generator, or with the seed you typed. So the permalink of a pick in rotation
        is an ordinary permalink: it holds the names that were left at that moment and the seed, and
        shows the same pick again to anyone who opens it. Opening it does not take anyone out of
        your list&apos;s rotation: only a pick made while the list is in use counts.
      </p>
    </>
  );
}
