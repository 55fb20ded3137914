import { Kbd } from "~/ui/kbd";
import { GENERATE_SHORTCUT } from "~/features/generator-page";
import type { GuideProps } from "../guide-props";

export function KeyboardShortcutsGuide(_props: GuideProps) {
  return (
    <>
      <p>
        Everything on the site works with the keyboard alone: <Kbd>Tab</Kbd> moves between links and
        controls, and the first <Kbd>Tab</Kbd> on a page offers <em>Skip to content</em>.
      </p>

      <table>
        <caption>Shortcuts</caption>
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Where</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd>, or <Kbd>⌘</Kbd> + <Kbd>K</Kbd> on a Mac
            </td>
            <td>Any page</td>
            <td>Opens the search; pressed again, closes it.</td>
          </tr>
          <tr>
            <td>
              <Kbd>↑</Kbd> <Kbd>↓</Kbd>
            </td>
            <td>Search</td>
            <td>Moves through the matching generators.</td>
          </tr>
          <tr>
            <td>
              <Kbd>Enter</Kbd>
            </td>
            <td>Search</td>
            <td>Opens the highlighted generator.</td>
          </tr>
          <tr>
            <td>
              <Kbd>Enter</Kbd>
            </td>
            <td>A number or text field of a generator</td>
            <td>Generates.</td>
          </tr>
          <tr>
            <td>
              <Kbd>Ctrl</Kbd> + <Kbd>Enter</Kbd>, or <Kbd>⌘</Kbd> + <Kbd>Enter</Kbd>
            </td>
            <td>A list field of a generator</td>
            <td>
              Generates (<Kbd>Enter</Kbd> alone starts a new line).
            </td>
          </tr>
          <tr>
            <td>
              <Kbd>{GENERATE_SHORTCUT.toUpperCase()}</Kbd>
            </td>
            <td>A generator page, while focus is not in a text field; presentation mode</td>
            <td>Generates again with the settings as they are.</td>
          </tr>
          <tr>
            <td>
              <Kbd>{GENERATE_SHORTCUT.toUpperCase()}</Kbd> during a roll, flip or deal
            </td>
            <td>A generator page</td>
            <td>Skips the motion: the next values appear at once.</td>
          </tr>
          <tr>
            <td>
              <Kbd>Escape</Kbd>
            </td>
            <td>
              Presentation mode (the <em>Present</em> button beside Generate)
            </td>
            <td>Leaves the full-screen result.</td>
          </tr>
          <tr>
            <td>
              <Kbd>Space</Kbd> or <Kbd>Enter</Kbd>
            </td>
            <td>The wheel or its Spin button (Spin the Wheel)</td>
            <td>
              Spins; pressed while the wheel turns, stops it at once where it was going to stop.
            </td>
          </tr>
          <tr>
            <td>
              <Kbd>Escape</Kbd>
            </td>
            <td>Search, the Cookie Preferences dialog, the navigation menu on small screens</td>
            <td>Closes it. Closing the Cookie Preferences dialog this way saves nothing.</td>
          </tr>
          <tr>
            <td>
              <Kbd>Escape</Kbd>
            </td>
            <td>The header&apos;s generators menu</td>
            <td>Closes it and returns to its button.</td>
          </tr>
          <tr>
            <td>
              <Kbd>Escape</Kbd>
            </td>
            <td>The Saved Values panel, while focus is inside it</td>
            <td>
              Closes it and returns to the <em>View saved values</em> button.
            </td>
          </tr>
        </tbody>
      </table>
    </>
  );
}
