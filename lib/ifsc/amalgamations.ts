/**
 * Public-sector banks amalgamated into others, by IFSC prefix. Their branches became the
 * acquiring bank's, and their IFSCs were replaced by the acquirer's in the months after
 * (each bank published its own cut-over; a payment to a retired code fails). Sources:
 * the Gazette notifications of the amalgamation schemes (Bank of Baroda scheme, 2019;
 * the four schemes of 2020 under section 9 of the Banking Companies (Acquisition and
 * Transfer of Undertakings) Acts).
 */
export interface Amalgamation {
  into: string;
  /** The day the scheme took effect. */
  effective: string;
}

export const AMALGAMATED_BANKS: Readonly<Record<string, Amalgamation>> = {
  VIJB: { into: "Bank of Baroda", effective: "1 April 2019" },
  BKDN: { into: "Bank of Baroda", effective: "1 April 2019" },
  ORBC: { into: "Punjab National Bank", effective: "1 April 2020" },
  UTBI: { into: "Punjab National Bank", effective: "1 April 2020" },
  SYNB: { into: "Canara Bank", effective: "1 April 2020" },
  ANDB: { into: "Union Bank of India", effective: "1 April 2020" },
  CORP: { into: "Union Bank of India", effective: "1 April 2020" },
  ALLA: { into: "Indian Bank", effective: "1 April 2020" },
};
