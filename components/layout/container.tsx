import type { HTMLAttributes } from "react";

/**
 * Bootstrap's container, fluid until the xl breakpoint: the one width the site's pages use.
 * A plain div rather than react-bootstrap's Container, whose theme provider and helpers
 * would otherwise be in every page's first load for a class name (issue #18).
 */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={className ? `container-xl ${className}` : "container-xl"} />;
}
