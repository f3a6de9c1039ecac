import type { MessageId } from "../i18n/messages/en";
/** What customers said (docs/product-spec.md §2: four sample testimonials with name, location and a 1–5 rating). */
export interface Testimonial {
  text: MessageId;
  name: string;
  location: string;
  rating: number;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    text: "testimonial.nuwan",
    name: "Nuwan Perera",
    location: "Kandy",
    rating: 5,
  },
  {
    text: "testimonial.fathima",
    name: "Fathima Rizwan",
    location: "Colombo 10",
    rating: 5,
  },
  {
    text: "testimonial.chaminda",
    name: "Chaminda Silva",
    location: "Galle",
    rating: 4,
  },
  {
    text: "testimonial.ruwan",
    name: "Ruwan Jayasinghe",
    location: "Kurunegala",
    rating: 5,
  },
];
