import { translatable } from "@/lib/i18n/catalogue";

/*
 * The contact rules' messages (contact-rules.ts). Their Hindi is in contact-text-hi.ts, which
 * only Hindi pages load; the services' request checks use the English.
 */

/** The names a name field goes by in messages. */
export type NameLabel = "name" | "first name" | "last name";

const en = {
  nameLabels: { name: "name", "first name": "first name", "last name": "last name" } as Readonly<Record<NameLabel, string>>,
  enterName: (label: string) => `Enter your ${label}`,
  nameTooLong: (label: string, max: number) => `Keep your ${label} to ${max} characters or fewer`,
  nameCharacters: (label: string) => `Use only letters, spaces, dots (.) and hyphens (-) in your ${label}`,
  enterMobile: "Enter your mobile number",
  mobileFormat: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9",
  enterEmail: "Enter your email address",
  emailTooLong: (max: number) => `Keep your email address to ${max} characters or fewer`,
  emailFormat: "Enter an email address like name@example.com",
  enterAddress: "Enter your address",
  addressTooShort: (min: number) => `Enter your full address (at least ${min} characters)`,
  addressTooLong: (max: number) => `Keep your address to ${max} characters or fewer`,
};

export const CONTACT_TEXT = translatable("CONTACT_TEXT", en);
