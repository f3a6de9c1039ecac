-- Relevance: a match in the name or part code counts most, then the display name, the brand / category /
-- sub-category names, and last the descriptions. Column order: name, display_name, code, code_compact, description, taxonomy.
INSERT INTO `product_search` (`product_search`, `rank`) VALUES ('rank', 'bm25(10.0, 8.0, 10.0, 10.0, 1.0, 3.0)');
