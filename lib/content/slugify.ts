/**
 * A URL fragment from a heading or term: lower case, accents dropped, Devanagari kept, runs of anything else
 * one hyphen. Its own module because pages use it in the browser (the glossary's and the
 * listings' anchors), and the document module it served beside pulls the markdown parser
 * and the HTML sanitiser, which only ever run on the server.
 */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      // Devanagari letters and signs stay (a Hindi heading's own anchor); English text is unchanged.
      .replace(/[^a-z0-9\u0900-\u097F]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}
