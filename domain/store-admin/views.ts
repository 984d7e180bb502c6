export interface BranchListRow {
  id: string;
  name: string;
  city: string | null;
  franchiseName: string;
  enabled: boolean;
  offersTreatment: boolean;
  payable: boolean;
}
