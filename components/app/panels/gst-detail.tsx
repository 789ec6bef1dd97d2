import type { ChatService } from "@/services/chat";

import { ItemDetail } from "./item-detail";
import { dateLabel } from "./labels";
import { panelKinds } from "./panel-kinds";
import { gstServiceName } from "./panel-rows";
import { StatusBadge } from "./status-badge";

export const gstBack = { backHref: panelKinds.GST.path, backLabel: "All your GST services" };

/**
 * One GST service. There is no GST return service: a GST service is the person's chat
 * service of type GST (/chat/services/?servicetype=GST), shown with the list item's
 * fields. The TDS/ITR errors map has no GST entries, so nothing is shown beside it.
 */
export function GstDetail({ service, focusOnOpen }: { service: ChatService; focusOnOpen: boolean }) {
  return (
    <ItemDetail
      heading={gstServiceName(service)}
      focusOnOpen={focusOnOpen}
      {...gstBack}
      fields={[
        { label: "Service", value: gstServiceName(service) },
        { label: "Started", value: dateLabel(service.created_at, true) },
        { label: "Status", value: <StatusBadge status={service.status} /> },
        { label: "Chat reference", value: service.chat_room },
      ]}
    />
  );
}
