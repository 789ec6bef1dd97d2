// @ts-check
// The settings `npm run bench` builds and serves the site with: every host of .env.example
// set, as in a deployment, so the bench pays what a visitor pays (the profile call, the CMS
// pages, the chat and Google hosts in the policy). The API and CMS are the local stand-in on
// its own port; the other hosts are unreachable stand-in names, as outside hosts are here.
import { e2eEnv } from "../tests/e2e/e2e-env.mjs";

export const STAND_IN_PORT = 4011;
const STAND_IN = `http://localhost:${STAND_IN_PORT}`;

export const benchEnv = {
  ...e2eEnv,
  NEXT_DIST_DIR: ".next-bench",
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_PUBLIC_API_URL: STAND_IN,
  NEXT_PUBLIC_CMS_API_URL: `${STAND_IN}/api/v2`,
  NEXT_PUBLIC_CHATBOT_API_URL: STAND_IN,
  NEXT_PUBLIC_CHAT_WIDGET_URL: `${STAND_IN}/chat-widget`,
  NEXT_PUBLIC_GOOGLE_CLIENT_ID: "bench-stand-in.apps.googleusercontent.com",
  NEXT_PUBLIC_GA_MEASUREMENT_ID: "G-BENCH00000",
};
