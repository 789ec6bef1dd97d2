/**
 * The stand-in's answers for the app's look-up endpoints under /tsmisc/api/ (GSTIN, HSN,
 * IFSC, exchange and gold rates).
 */
export function lookupRoutes(tools) {
  void tools;
  return {};
}
