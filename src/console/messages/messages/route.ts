import { page } from "../../../shared/page-route";

export const route = page({
  id: "messages",
  path: "/console/messages",
  area: "console",
  guard: "staff",
  head: { title: "Messages", noindex: true },
  menu: { label: "Messages", icon: "chat", order: 10 },
});
