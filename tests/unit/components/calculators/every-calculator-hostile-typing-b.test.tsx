import { hostileTypingSuite } from "./every-calculator-hostile-typing";
import { mockRouter } from "./every-calculator-frame";

// Hostile typing into every text and amount field (every-calculator-hostile-typing.tsx):
// the second of two parts of the catalogue, split by the work each calculator takes.
jest.mock("next/router", () => ({ useRouter: () => mockRouter }));

hostileTypingSuite(1);
