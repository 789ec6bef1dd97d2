import dynamic from "next/dynamic";
import { config } from "@/lib/site/config";

/** Its own chunk, fetched after hydration and only where a measurement id is configured. */
const GoogleAnalytics = dynamic(() => import("./google-analytics"), { ssr: false });

/** Google Analytics when NEXT_PUBLIC_GA_MEASUREMENT_ID is set; otherwise nothing loads at all. */
export function Analytics() {
  if (!config.gaMeasurementId) return null;
  return <GoogleAnalytics measurementId={config.gaMeasurementId} />;
}
