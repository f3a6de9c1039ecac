/** The catalog as the API speaks it (spec section 3 field names; money in rupees). */

export interface Brand {
  brandId: number;
  name: string;
  description: string;
}

export interface ProductSubCategory {
  subCategoryId: number;
  subCategory: string;
  categoryId: number;
  category: string;
  brandId: number;
  brand: string;
}

export interface Product {
  productId: number;
  productName: string;
  code: string | null;
  productDisplayName: string | null;
  shortDescription: string | null;
  description: string | null;
  price: number;
  discountPrice: number | null;
  qty: number;
  mfd: string | null;
  isActive: boolean;
  rating: number;
  subCategory: ProductSubCategory;
  images: string[];
}

/** The name customers see: the display name when the shop gave one. */
export const productTitle = (product: Product) => product.productDisplayName || product.productName;
