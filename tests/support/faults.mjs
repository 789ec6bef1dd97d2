/**
 * The faults the stand-in can play, and the check that a requested fault is one of them.
 * A fault is any mix of:
 *   { delayMs: n }   wait n ms first (then the other parts, or the normal answer);
 *   { drop: true }   destroy the socket without answering (a network error);
 *   { status: n }    answer HTTP n with a JSON `detail`;
 *   { html: true }   answer 200 with an HTML error page, as a proxy in the way would;
 *   { badJson: true } answer 200 with JSON of the wrong shape.
 */
export const FAULT_KEYS = ["status", "delayMs", "drop", "html", "badJson"];

/** Throws a TypeError unless `fault` is a fault object this stand-in knows how to play. */
export function validateFault(fault) {
  if (typeof fault !== "object" || fault === null || Array.isArray(fault)) {
    throw new TypeError("fault must be an object");
  }
  const keys = Object.keys(fault);
  if (keys.length === 0 || keys.some((key) => !FAULT_KEYS.includes(key))) {
    throw new TypeError(`fault keys must be among ${FAULT_KEYS.join(", ")}`);
  }
  if ("status" in fault && !(Number.isInteger(fault.status) && fault.status >= 200 && fault.status <= 599)) {
    throw new TypeError("fault.status must be an HTTP status between 200 and 599");
  }
  if ("delayMs" in fault && !(Number.isFinite(fault.delayMs) && fault.delayMs >= 0)) {
    throw new TypeError("fault.delayMs must be a non-negative number");
  }
  for (const flag of ["drop", "html", "badJson"]) {
    if (flag in fault && fault[flag] !== true) throw new TypeError(`fault.${flag} must be true`);
  }
  return { ...fault };
}
