// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.

/** Hindi pages whose words are all the frame's: they load no page words (pages/_app.tsx). */
export const FRAME_ONLY_ROUTES: readonly string[] = ["/","/404","/500","/offline","/tools-and-calculators"];
