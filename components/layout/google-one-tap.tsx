import { GoogleOAuthProvider, useGoogleOneTapLogin } from "@react-oauth/google";
import { useState } from "react";
import { sessionStore, visitCampaign } from "@/lib/campaign";
import { config } from "@/lib/site/config";
import { loadGoogleSignIn, onGoogleError, prepareGoogleOneTap } from "@/store/api/google-sign-in";
import { useAppDispatch } from "@/store/hooks";
import { fetchProfile } from "@/store/profile-slice";

/** Asks Google for a one-tap prompt; a credential signs the visitor in and reloads the profile. */
function OneTapPrompt() {
  const dispatch = useAppDispatch();
  // The CSRF cookie must exist before the prompt: Google posts it back and the app compares.
  const [csrfToken] = useState(prepareGoogleOneTap);
  useGoogleOneTapLogin({
    onSuccess: ({ credential }) => {
      if (!credential) {
        onGoogleError(new Error("Google returned no credential"));
        return;
      }
      loadGoogleSignIn().then(
        ({ handleGoogleCredential }) =>
          handleGoogleCredential({
            credential,
            csrfToken,
            refetchProfile: async () => {
              return { ok: (await dispatch(fetchProfile({ force: true }))) === "loaded" };
            },
            goTo: (href) => window.location.assign(href),
            campaign: visitCampaign(window.location.search, sessionStore()),
          }),
        // The sign-in code could not load (the network dropped): the same path as a failed sign-in.
        (error: unknown) => onGoogleError(error),
      );
    },
    onError: () => onGoogleError(),
    cancel_on_tap_outside: true,
  });
  return null;
}

/**
 * Google one-tap. This module (with Google's library) is loaded only when a client id is
 * configured, the visitor is signed out and the page is idle. Google's script failing to
 * load (offline, blocked) is silent: the login buttons remain.
 */
export default function GoogleOneTap() {
  if (!config.googleClientId) return null;
  return (
    <GoogleOAuthProvider clientId={config.googleClientId} onScriptLoadError={() => undefined}>
      <OneTapPrompt />
    </GoogleOAuthProvider>
  );
}
