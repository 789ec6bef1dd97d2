import { GstPanel } from "./gst-panel";
import { ItrPanel } from "./itr-panel";
import { PanelFrame } from "./panel-frame";
import { panelKinds, type ServiceKind } from "./panel-kinds";
import { TdsPanel } from "./tds-panel";

const panels: Record<ServiceKind, () => React.JSX.Element> = { ITR: ItrPanel, TDS: TdsPanel, GST: GstPanel };

/** A service's panel, framed: the page only says which service. */
export function ServicePanel({ kind }: { kind: ServiceKind }) {
  const Panel = panels[kind];
  return (
    <PanelFrame kind={panelKinds[kind]}>
      <Panel />
    </PanelFrame>
  );
}
