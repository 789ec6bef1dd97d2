import Link from "@/components/layout/site-link";
import { useCallback, useEffect, useMemo } from "react";

import { fetchChatServices, selectChatServices, selectChatServicesError, selectChatServicesStatus } from "@/store/chat-slice";
import { useAppDispatch, useAppSelector } from "@/store/hooks";

import { GstDetail, gstBack } from "./gst-detail";
import { ItemMissing } from "./item-detail";
import { Loading, LoadFailed } from "./load-state";
import { panelKinds } from "./panel-kinds";
import { PanelList, type ListStatus } from "./panel-list";
import { gstColumns, gstRow } from "./panel-rows";
import { useOpenedId } from "./use-opened-id";

const GST = "GST";

/** The GST panel: the person's GST chat services (the chat slice keeps them), or one of them. */
export function GstPanel() {
  const dispatch = useAppDispatch();
  const services = useAppSelector((state) => selectChatServices(state, GST));
  const storeStatus = useAppSelector((state) => selectChatServicesStatus(state, GST));
  const error = useAppSelector((state) => selectChatServicesError(state, GST));
  const rows = useMemo(() => services.map(gstRow), [services]);
  const opened = useOpenedId();

  const load = useCallback(() => void dispatch(fetchChatServices(GST)), [dispatch]);
  useEffect(load, [load]);

  // Not asked yet counts as loading, so an empty list never flashes before the first answer.
  const status: ListStatus = storeStatus === "succeeded" ? "succeeded" : storeStatus === "failed" ? "failed" : "loading";

  if (!opened.ready) return <Loading>Loading…</Loading>;
  if (opened.id) {
    if (status === "loading") return <Loading>Loading this service…</Loading>;
    if (status === "failed" && error) {
      return (
        <>
          <LoadFailed error={error} onRetry={load} />
          <Link href={gstBack.backHref}>← {gstBack.backLabel}</Link>
        </>
      );
    }
    const service = services.find((item) => String(item.id) === opened.id);
    if (!service) return <ItemMissing message="This link does not point to one of your GST services." focusOnOpen={opened.navigated} {...gstBack} />;
    return <GstDetail key={opened.id} service={service} focusOnOpen={opened.navigated} />;
  }
  return (
    <PanelList kind={panelKinds.GST} layout={gstColumns} rows={rows} status={status} error={error} onRetry={load} focusOnOpen={opened.navigated} />
  );
}
