import { useEffect, useRef, type ReactNode } from "react";

/**
 * A step's heading, focused when the step appears, so keyboard and screen-reader users
 * land on the new step instead of staying on a button that has just gone.
 */
export function StepHeading({ id, focus = true, children }: { id: string; focus?: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Read once: the focus moves when the step appears, never later.
  const focusOnMount = useRef(focus);
  useEffect(() => {
    if (focusOnMount.current) heading.current?.focus();
  }, []);
  return (
    <h2 id={id} ref={heading} tabIndex={-1} className="h4">
      {children}
    </h2>
  );
}
