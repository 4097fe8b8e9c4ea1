/** A product row as the products list shows it (part 1 section 3). */
export interface ProductRow {
  id: string;
  name: string;
  /** Address of the product's first image. */
  image?: string;
  /** In NGN (part 1 section 9). */
  price: number;
  /** 'In-stock' or 'Out-of-stock'; other values show with their own text. */
  availability: string;
  stock?: number;
  /** How many were sold (the 'Sold' column). */
  total_orders?: number;
  /** In NGN. */
  totalAmount?: number;
}

/** One delivery fee of a product: its type (e.g. 'Lagos delivery') and amount in NGN. */
export interface ProductFeeValues {
  name: string;
  fee: number;
}

/** A new product as the form hands it to the app; the app sends it as multipart (part 1 §3). */
export interface NewProductValues {
  name: string;
  description: string;
  price: number;
  /** The sale price, only when 'This product is on sale' is ticked. */
  dealprice?: number;
  url: string;
  containsphysicalgoods: boolean;
  deliveryaddressrequired: boolean;
  deliverynoterequired: boolean;
  images: File[];
  fees: ProductFeeValues[];
  stock: number;
}
