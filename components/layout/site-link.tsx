import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * The site's internal link: Next's Link without prefetching every link that scrolls into
 * view. A phone on a mobile network would otherwise fetch the code and data of a dozen
 * pages it may never open, holding its few connections. Next still prefetches a page when
 * the pointer rests on its link or a finger touches it (intent), and its route loader skips
 * even that when the visitor has asked to save data (navigator.connection.saveData).
 */
export default function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
