/** "itr2" → "ITR-2"; anything else as the app wrote it, upper-cased. */
export function itrFormName(itrType: string): string {
  const match = /^itr-?(\d)$/i.exec(itrType.trim());
  return match ? `ITR-${match[1]}` : itrType.toUpperCase();
}

/** Status words the app uses, as a person reads them; others are humanised ("under_review" → "Under review"). */
const STATUS_LABELS: Readonly<Record<string, string>> = {
  draft: "Draft",
  prefilled: "Pre-filled",
  filed: "Filed",
};

export function humanise(word: string): string {
  const text = word.replace(/[_-]+/g, " ").trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1).toLowerCase() : word;
}

export function itrStatusLabel(status: string): string {
  return STATUS_LABELS[status.toLowerCase()] ?? humanise(status);
}
