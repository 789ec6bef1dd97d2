import Link from "@/components/layout/site-link";
import { Fragment } from "react";
import { pathLabels } from "@/lib/site/path-labels";

const labels = pathLabels();
const PATH = /(\/[a-z0-9][a-z0-9_\-/]*[a-z0-9])/g;

/** Plain content text with each mention of a known site path ("See /support.") turned into a named link. */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(PATH);
  if (parts.length === 1) return text;
  return parts.map((part, index) => {
    const label = index % 2 === 1 ? labels.get(part) : undefined;
    return label ? (
      <Link key={index} href={part}>
        {label}
      </Link>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    );
  });
}
