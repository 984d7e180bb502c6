/** A country of the billing form's selector (SPEC.md §3 "Country"). */
export interface Country {
  _id: string;
  name: string;
  default: boolean;
}

/** A state (province) of a country (SPEC.md §3 "State"). */
export interface State {
  _id: string;
  name: string;
}
