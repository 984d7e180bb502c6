export interface AreaListRow {
  id: string;
  title: string;
  slug: string;
  price: number;
  priceOffer: number;
  enabled: boolean;
  categories: string[];
  updatedAt: Date;
}
