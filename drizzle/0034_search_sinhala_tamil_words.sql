-- Sinhala and Tamil words are whole tokens: their vowel signs, viramas and other combining marks are token
-- characters. unicode61 alone splits "බ්රේක්" into "බ", "ර", "ක" (docs/decisions/047-three-languages.md): a word still
-- matched as a phrase of fragments, but prefix search ("පෑ*") and the typo corrector's vocabulary broke. The marks:
-- Sinhala U+0D81-0D83, U+0DCA, U+0DCF-0DDF, U+0DF2-0DF3; Tamil U+0B82, U+0BBE-0BCD, U+0BD7. Zero-width joiners never
-- reach the index (product_search_rows strips them).
DROP TABLE `product_search_terms`;
--> statement-breakpoint
DROP TABLE `product_search`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `product_search` USING fts5(
  `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`, `vehicles`, `filters`,
  tokenize = 'unicode61 remove_diacritics 2 tokenchars ''ඁංඃ්ාැෑිීු෕ූ෗ෘෙේෛොෝෞෟෲෳஂாிீுூ௃௄௅ெேை௉ொோௌ்ௗ''',
  prefix = '1 2 3'
);
--> statement-breakpoint
INSERT INTO `product_search` (`product_search`, `rank`) VALUES ('rank', 'bm25(10.0, 8.0, 10.0, 10.0, 1.0, 3.0, 2.0, 0.0)');
--> statement-breakpoint
INSERT INTO `product_search` (`rowid`, `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`, `vehicles`, `filters`)
SELECT * FROM `product_search_rows`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `product_search_terms` USING fts5vocab(`product_search`, 'col');
