import Link from "@/components/layout/site-link";
import { useMemo } from "react";

import { useChatServicesQuery } from "@/store/server-data/chat";
import { loadView } from "@/store/server-data/load-view";

import { GstDetail, gstBack } from "./gst-detail";
import { ItemMissing } from "./item-detail";
import { Loading, LoadFailed } from "./load-state";
import { panelKinds } from "./panel-kinds";
import { PanelList } from "./panel-list";
import { gstColumns, gstRow } from "./panel-rows";
import { useOpenedId } from "./use-opened-id";

const GST = "GST";

/** The GST panel: the person's GST chat services (/chat/services/?servicetype=GST), or one of them. */
export function GstPanel() {
  const list = loadView(useChatServicesQuery(GST));
  const rows = useMemo(() => (list.value ?? []).map(gstRow), [list.value]);
  const opened = useOpenedId();

  if (!opened.ready) return <Loading>Loading…</Loading>;
  if (opened.id) {
    // The detail is the list's item, so it waits for the list.
    if (list.status === "loading") return <Loading>Loading this service…</Loading>;
    if (list.status === "failed") {
      return (
        <>
          <LoadFailed error={list.error} onRetry={list.retry} />
          <Link href={gstBack.backHref}>← {gstBack.backLabel}</Link>
        </>
      );
    }
    const service = list.value.find((item) => String(item.id) === opened.id);
    if (!service) return <ItemMissing message="This link does not point to one of your GST services." focusOnOpen={opened.navigated} {...gstBack} />;
    return <GstDetail key={opened.id} service={service} focusOnOpen={opened.navigated} />;
  }
  return (
    <PanelList
      kind={panelKinds.GST}
      layout={gstColumns}
      rows={rows}
      status={list.status}
      error={list.error}
      onRetry={list.retry}
      focusOnOpen={opened.navigated}
    />
  );
}
