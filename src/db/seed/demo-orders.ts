import type { OrderStatus } from "../schema";

/**
 * Demo orders from the last two weeks. Items name products by code; the seed copies the price snapshot
 * from the catalog, so the two cannot disagree.
 */
export interface DemoOrder {
  customerFullName: string;
  customerEmail: string;
  /** E.164, as the store keeps mobiles. */
  customerPrimaryMobile: string;
  customerSecondaryMobile: string | null;
  customerAddress: string;
  /** ISO 3166-2:LK district and the town the courier delivers to. */
  district: string;
  city: string;
  placedHoursAgo: number;
  items: readonly { code: string; quantity: number }[];
  /** Status changes made by the shop after the order came in (as PENDING), in order. */
  steps: readonly { status: Exclude<OrderStatus, "PENDING">; hoursAfterPlaced: number }[];
}

export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    customerFullName: "Nuwan Perera",
    customerEmail: "nuwan.perera@gmail.com",
    customerPrimaryMobile: "+94771234567",
    customerSecondaryMobile: null,
    customerAddress: "No. 45, Galle Road, Colombo 03",
    district: "LK-11",
    city: "Colombo 03",
    placedHoursAgo: 13 * 24 + 5,
    items: [
      { code: "90915-YZZE1", quantity: 2 },
      { code: "08880-13205", quantity: 1 },
      { code: "17801-21050", quantity: 1 },
    ],
    steps: [
      { status: "RECEIVED", hoursAfterPlaced: 2 },
      { status: "DELIVERED", hoursAfterPlaced: 26 },
      { status: "COMPLETED", hoursAfterPlaced: 50 },
    ],
  },
  {
    customerFullName: "Chamari Fernando",
    customerEmail: "chamari.fernando@yahoo.com",
    customerPrimaryMobile: "+94712345678",
    customerSecondaryMobile: "+94778122345",
    customerAddress: "12/3 Peradeniya Road, Kandy",
    district: "LK-21",
    city: "Kandy",
    placedHoursAgo: 11 * 24 + 2,
    items: [
      { code: "D1060-1HK0A", quantity: 1 },
      { code: "40206-1HK0A", quantity: 2 },
    ],
    steps: [
      { status: "RECEIVED", hoursAfterPlaced: 3 },
      { status: "DELIVERED", hoursAfterPlaced: 44 },
      { status: "COMPLETED", hoursAfterPlaced: 70 },
    ],
  },
  {
    customerFullName: "Mohamed Rizwan",
    customerEmail: "rizwan.mohamed@outlook.com",
    customerPrimaryMobile: "+94759982211",
    customerSecondaryMobile: null,
    customerAddress: "78 Colombo Road, Kurunegala",
    district: "LK-61",
    city: "Kurunegala",
    placedHoursAgo: 8 * 24 + 7,
    items: [
      { code: "04465-26421", quantity: 1 },
      { code: "343459", quantity: 2 },
    ],
    steps: [
      { status: "RECEIVED", hoursAfterPlaced: 1 },
      { status: "DELIVERED", hoursAfterPlaced: 30 },
    ],
  },
  {
    customerFullName: "Kasun Jayasinghe",
    customerEmail: "kasun.jayasinghe@gmail.com",
    customerPrimaryMobile: "+94779876543",
    customerSecondaryMobile: null,
    customerAddress: "221 Matara Road, Galle",
    district: "LK-31",
    city: "Galle",
    placedHoursAgo: 6 * 24 + 3,
    items: [{ code: "447260-4710", quantity: 1 }],
    // The customer rang to cancel: his mechanic found only a leaking pipe.
    steps: [{ status: "CANCELED", hoursAfterPlaced: 4 }],
  },
  {
    customerFullName: "Dilani Wickramasinghe",
    customerEmail: "dilani.w@gmail.com",
    customerPrimaryMobile: "+94714567890",
    customerSecondaryMobile: "+94722813344",
    customerAddress: "16 Stanley Thilakaratne Mawatha, Nugegoda",
    district: "LK-11",
    city: "Nugegoda",
    placedHoursAgo: 3 * 24 + 6,
    items: [
      { code: "ILKAR7B11", quantity: 4 },
      { code: "DCC-1009", quantity: 1 },
    ],
    steps: [{ status: "RECEIVED", hoursAfterPlaced: 3 }],
  },
  {
    customerFullName: "Tharindu Silva",
    customerEmail: "tharindu.silva@hotmail.com",
    customerPrimaryMobile: "+94763334455",
    customerSecondaryMobile: null,
    customerAddress: "No. 8, Temple Road, Negombo",
    district: "LK-12",
    city: "Negombo",
    placedHoursAgo: 26,
    items: [
      { code: "AHL-NS40ZL", quantity: 1 },
      { code: "3 397 008 534", quantity: 2 },
    ],
    steps: [],
  },
  {
    customerFullName: "Sanjeewa Bandara",
    customerEmail: "sanjeewa.bandara@gmail.com",
    customerPrimaryMobile: "+94702223344",
    customerSecondaryMobile: null,
    customerAddress: "42 Maithripala Senanayake Mawatha, Anuradhapura",
    district: "LK-71",
    city: "Anuradhapura",
    placedHoursAgo: 5,
    items: [
      { code: "CKT-025", quantity: 1 },
      { code: "04152-YZZA1", quantity: 1 },
    ],
    steps: [],
  },
];
