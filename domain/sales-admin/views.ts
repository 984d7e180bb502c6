export interface DashboardFigures {
  days: { day: string; sales: number; amount: number }[];
  branches: { name: string; sales: number; amount: number }[];
  franchises: { name: string; sales: number; amount: number }[];
  sales: number;
  amount: number;
  /** Centavos; 0 without sales. */
  averageTicket: number;
  /** Attempts decided in the period (approved or refused) and how many were approved. */
  decided: number;
  approved: number;
  topAreas: { title: string; quantity: number; amount: number }[];
  codes: { code: string; uses: number; discount: number }[];
}
