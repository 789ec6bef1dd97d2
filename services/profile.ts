// zod/mini: the tree-shakable build, a few kB instead of the full library in every page.
import { z } from "zod/mini";
import { appClient } from "./clients";
import { parseResponse } from "./api-error";
import { sessionRequestConfig } from "./session-request";

/** Names may come back null or missing from the app; an empty string is easier downstream. */
const name = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ""),
);

const profileResponseSchema = z.object({
  userProfile: z.object({
    first_name: name,
    last_name: name,
    email: z.string(),
    is_staff: z.pipe(
      z.nullish(z.boolean()),
      z.transform((value) => value ?? false),
    ),
  }),
});

export type Profile = z.infer<typeof profileResponseSchema>["userProfile"];

export const PROFILE_PATH = "/v1/google-login/";

/** The signed-in user's profile; throws ApiError (http 401 when signed out). */
export async function getProfile(): Promise<Profile> {
  const response = await appClient.get(PROFILE_PATH, sessionRequestConfig());
  return parseResponse(profileResponseSchema, response.data).userProfile;
}
