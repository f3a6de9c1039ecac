/** What customers said (docs/product-spec.md §2: four sample testimonials with name, location and a 1–5 rating). */
export interface Testimonial {
  text: string;
  name: string;
  location: string;
  rating: number;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    text: "I typed the code off my old brake pads and had the genuine set at my door in Kandy two days later, for less than the agent quoted.",
    name: "Nuwan Perera",
    location: "Kandy",
    rating: 5,
  },
  {
    text: "We run four three-wheelers and two vans. The team tells us straight away what is in stock, and the parts always fit.",
    name: "Fathima Rizwan",
    location: "Colombo 10",
    rating: 5,
  },
  {
    text: "Not sure which radiator fitted my X-Trail, so I called. They checked the chassis number and sent the right one.",
    name: "Chaminda Silva",
    location: "Galle",
    rating: 4,
  },
  {
    text: "Our garage orders filters and plugs every week. Fair prices, clear invoices and quick delivery to Kurunegala.",
    name: "Ruwan Jayasinghe",
    location: "Kurunegala",
    rating: 5,
  },
];
