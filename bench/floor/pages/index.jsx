// The framework floor for `npm run bench`: the barest pages-router page Next can build,
// with the same Next and React as the site, so a route's figures read as a ratio to it.
export default function Floor() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A bare Next.js page, measured side by side with the site.</p>
    </main>
  );
}
