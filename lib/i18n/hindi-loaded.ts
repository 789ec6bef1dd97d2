/*
 * Which Hindi words this browser has loaded: a calculator's (components/calculators/hindi/<slug>.tsx),
 * the content pages' ("pages") and a component's own (withHindiWords), each marked by its module. A page whose words are already here renders them at once, without waiting
 * on its dynamic module: the server-rendered link page (with-inputs.tsx) loads them before it
 * hydrates, where a page's own nested dynamic import would come too late for hydration.
 */
const loaded = new Set<string>();

export function markHindiLoaded(slug: string): void {
  loaded.add(slug);
}

export function hindiLoaded(slug: string): boolean {
  return loaded.has(slug);
}
