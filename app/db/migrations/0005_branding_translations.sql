-- Issue 11, defect 4: the texts visitors read hold one value per language.
-- A plain string stored before becomes the English value (every language's fallback).
UPDATE "site_branding" SET "config_value" = jsonb_build_object('en', "config_value")
  WHERE "config_key" IN ('company_name', 'logo_text', 'company_tagline') AND jsonb_typeof("config_value") = 'string';--> statement-breakpoint
-- The demo tagline as seeded before gets the demo's translations, so an existing demo database shows them.
UPDATE "site_branding" SET "config_value" = "config_value" || '{"de": "Safaris, Kilimandscharo-Besteigungen und Öko-Abenteuer ab Arusha", "fr": "Safaris, ascensions du Kilimandjaro et éco-aventures au départ d''Arusha", "es": "Safaris, ascensos al Kilimanjaro y ecoaventuras desde Arusha", "zh": "从阿鲁沙出发的野生动物之旅、乞力马扎罗登山与生态探险"}'::jsonb
  WHERE "config_key" = 'company_tagline' AND "config_value" = '{"en": "Safaris, Kilimanjaro climbs and eco-adventures from Arusha"}'::jsonb;--> statement-breakpoint
ALTER TABLE "site_branding" ADD CONSTRAINT "site_branding_texts_have_english" CHECK ("site_branding"."config_key" not in ('company_name', 'logo_text', 'company_tagline') or (jsonb_typeof("site_branding"."config_value") = 'object' and jsonb_typeof("site_branding"."config_value" -> 'en') = 'string'));