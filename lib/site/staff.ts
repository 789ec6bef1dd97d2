import { config } from "./config";

/**
 * Whether the signed-in user may see the CMS entry. The list is one setting
 * (NEXT_PUBLIC_CMS_STAFF_EMAILS, parsed in config.ts); the list is passed in by tests.
 *
 * Emails are compared trimmed and lower-cased on both sides: the app may return a
 * mixed-case address, and a list passed in directly is not pre-cleaned the way config's
 * is. No email, or an empty list, is never staff.
 */
export function isCmsStaff(
  email: string | null | undefined,
  staffEmails: readonly string[] = config.cmsStaffEmails,
): boolean {
  const wanted = normalise(email ?? "");
  if (!wanted) return false;
  return staffEmails.some((staffEmail) => normalise(staffEmail) === wanted);
}

const normalise = (email: string): string => email.trim().toLowerCase();
