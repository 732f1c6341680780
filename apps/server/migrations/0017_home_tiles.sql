ALTER TABLE "games" ADD COLUMN "focus" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "games_order_idx" ON "games" USING btree ("sort","id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_focus_known" CHECK ("games"."focus" is null or "games"."focus" in ('big_small', 'odd_even', 'combo', 'extreme', 'triple'));--> statement-breakpoint
-- Issue #14: installs seeded with the 16 original tiles move to the shared catalogue
-- (packages/shared/src/game/home-tiles.ts). Five tiles opened a view another tile already opened
-- and go; each remaining tile gets its option family and place. Names lose the hard-coded round
-- length (the app now shows the engine's real period), only where they are still the seed's own.
DELETE FROM "games" WHERE "id" IN (4, 5, 12, 14, 16);--> statement-breakpoint
UPDATE "games" SET "focus" = v.focus, "sort" = v.sort
FROM (VALUES
  (1, 16, NULL::text, 10),
  (2, 1, NULL::text, 20),
  (3, 4, NULL::text, 30),
  (15, 15, NULL::text, 40),
  (6, 1, 'big_small', 50),
  (7, 1, 'odd_even', 60),
  (11, 1, 'combo', 70),
  (10, 1, 'extreme', 80),
  (9, 1, 'triple', 90),
  (8, 4, 'big_small', 100),
  (13, 4, 'odd_even', 110)
) AS v(id, room_type, focus, sort)
WHERE "games"."id" = v.id AND "games"."room_type" = v.room_type;--> statement-breakpoint
UPDATE "games" SET "icon" = v.icon, "name_vi" = v.name_vi, "name_en" = v.name_en, "name_chs" = v.name_chs, "name_cht" = v.name_cht
FROM (VALUES
  (1, 16, 'Beijing Racing', 'race', 'Đua xe Bắc Kinh', 'Beijing Racing', '北京赛车', '北京賽車'),
  (2, 1, 'Lucky Three · 5 min', 'digits', 'Ba số may mắn', 'Lucky Three', '幸运三码', '幸運三碼'),
  (3, 4, 'Lucky Three · 3 min', 'classic', 'Ba số nhanh', 'Rapid Three', '快速三码', '快速三碼'),
  (15, 15, 'Lucky Three · 2 min', 'quick', 'Ba số siêu tốc', 'Turbo Three', '极速三码', '極速三碼'),
  (6, 1, 'Big & Small · 5 min', 'big-small', 'Lớn & Nhỏ', 'Big & Small', '大小', '大小'),
  (7, 1, 'Odd & Even · 5 min', 'odd-even', 'Lẻ & Chẵn', 'Odd & Even', '单双', '單雙'),
  (11, 1, 'Combo Sum · 5 min', 'combo', 'Tổng kết hợp', 'Combo Sum', '组合', '組合'),
  (10, 1, 'Extreme Sum · 5 min', 'extreme', 'Tổng cực trị', 'Extreme Sum', '极值', '極值'),
  (9, 1, 'Triple Hunt · 5 min', 'triple', 'Săn bộ ba', 'Triple Hunt', '豹子', '豹子'),
  (8, 4, 'Big & Small · 3 min', 'big-small', 'Lớn & Nhỏ nhanh', 'Rapid Big & Small', '快速大小', '快速大小'),
  (13, 4, 'Odd & Even · 3 min', 'odd-even', 'Lẻ & Chẵn nhanh', 'Rapid Odd & Even', '快速单双', '快速單雙')
) AS v(id, room_type, old_en, icon, name_vi, name_en, name_chs, name_cht)
WHERE "games"."id" = v.id AND "games"."room_type" = v.room_type AND "games"."name_en" = v.old_en;
