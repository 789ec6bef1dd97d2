import { formatLongDateHi } from "@/lib/format/date-hi";
import { addTranslationNote } from "./content-languages";

/* Under a Hindi page's text: when its Hindi was last brought up to its English (issue #42). Loaded only by Hindi pages, with the frame's words. */

addTranslationNote("hi", (date) => (
  <p className="container small text-body-secondary mt-4">
    इस पेज का हिन्दी पाठ अंग्रेज़ी पाठ से मिलाकर आखिरी बार <time dateTime={date}>{formatLongDateHi(date)}</time> को अपडेट किया गया।
  </p>
));
