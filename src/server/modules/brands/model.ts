import { t } from "elysia";

export const brandRow = t.Object({
  brandId: t.Number(),
  name: t.String(),
  description: t.String(),
});

export const searchQuery = t.Object({
  searchText: t.Optional(t.String({ maxLength: 200 })),
});
