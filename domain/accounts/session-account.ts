/** The signed-in customer as pages and services see it. */
export interface SessionAccount {
  id: string;
  name: string;
  surname: string;
  email: string;
}
