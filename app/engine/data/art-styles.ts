/**
 * Art movements and styles with their approximate start and what marks them, for drawing and
 * painting challenges. The movements are plain facts of art history; the wording is this
 * project's.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export interface ArtStyle {
  style: string;
  /** "movement" for a historical movement, "technique" for a style or technique of any time. */
  kind: "movement" | "technique";
  description: string;
}

const RAW = `Renaissance | movement | Balanced compositions, perspective and lifelike anatomy, revived from classical art.
Baroque | movement | Drama, rich colour and strong contrasts of light and dark.
Rococo | movement | Light, playful scenes in pastel colours with curling ornament.
Romanticism | movement | Emotion, wild nature and the sublime: storms, ruins and mountains.
Realism | movement | Ordinary people and everyday life painted truthfully.
Impressionism | movement | Quick brushstrokes that catch light and a passing moment, often outdoors.
Pointillism | movement | Pictures built from small dots of pure colour that blend in the eye.
Post-Impressionism | movement | Bold colour and expressive shapes growing out of Impressionism.
Art Nouveau | movement | Flowing, organic lines, flowers and elegant curves in art and design.
Fauvism | movement | Wild, unnatural colours applied straight from the tube.
Expressionism | movement | Distorted forms and intense colour to show feeling rather than appearance.
Cubism | movement | Objects broken into facets and shown from several viewpoints at once.
Futurism | movement | Speed, machines and motion captured in dynamic lines.
Art Deco | movement | Sleek geometry, sunbursts and glamour from the 1920s and 1930s.
Bauhaus | movement | Simple shapes, primary colours and form following function.
De Stijl | movement | Straight black lines and blocks of red, yellow and blue on white.
Surrealism | movement | Dreamlike scenes where impossible things are painted precisely.
Abstract Expressionism | movement | Large canvases of gestural marks, drips or fields of colour.
Pop Art | movement | Bright images borrowed from adverts, comics and packaging.
Op Art | movement | Patterns that trick the eye into seeing movement.
Minimalism | movement | Very few elements: simple shapes, flat colour, nothing extra.
Ukiyo-e | movement | Japanese woodblock prints of landscapes, actors and everyday life, with flat colour and strong outlines.
Watercolour wash | technique | Transparent layers of watery paint that bleed softly into each other.
Pixel art | technique | Images built from a visible grid of square pixels, as in early video games.
Line art | technique | Only outlines, with no shading or fill.
Silhouette | technique | Shapes filled in a single dark colour against a light background.
Stippling | technique | Shading made entirely of small dots.
Cross-hatching | technique | Shading with layers of crossing lines.
Collage | technique | Pictures assembled from cut or torn paper and found images.
Chiaroscuro | technique | Strong light and deep shadow modelling the forms.
Isometric | technique | Objects drawn at fixed angles without perspective, like a game map.
Low poly | technique | Forms made of a few flat, angular facets.
Flat design | technique | Clean shapes and flat colour with no shadows or texture.
Comic book | technique | Bold inks, halftone dots and speech bubbles.
Stained glass | technique | Bright areas of colour separated by thick dark lines.
Mosaic | technique | An image made of small tiles of colour.
Art brut | technique | Raw, untrained-looking drawing full of energy.
Sgraffito | technique | Scratching through a top layer of colour to reveal another beneath.
Paper cut | technique | Intricate shapes cut from a single sheet of paper.
Blueprint | technique | White technical lines on deep blue, like an architect's plan.`;

const styles: readonly ArtStyle[] = RAW.split("\n").map((line) => {
  const [style = "", kind = "", description = ""] = line.split(" | ");
  return { style, kind: kind as ArtStyle["kind"], description };
});

export default styles;
