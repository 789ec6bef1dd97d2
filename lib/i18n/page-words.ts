import { routes } from "@/lib/site/routes";
import { FRAME_ONLY_ROUTES } from "./frame-only-routes";

/**
 * Whether a Hindi page needs the content pages' words (components/layout/hindi-page-words.tsx):
 * not a calculator's page, which loads its own, nor one whose words are all the frame's.
 */
export const needsPageWords = (route: string): boolean => !route.startsWith(`${routes.tools.root}/`) && !FRAME_ONLY_ROUTES.includes(route);
