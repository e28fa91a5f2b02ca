CREATE TABLE "vehicle_values" (
	"make_key" text NOT NULL,
	"model_key" text NOT NULL,
	"trim_key" text NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"trim" text,
	"wholesale" integer NOT NULL,
	"retail" integer NOT NULL,
	"trade_in" integer NOT NULL,
	"reference_km" integer NOT NULL,
	CONSTRAINT "vehicle_values_make_key_model_key_trim_key_year_pk" PRIMARY KEY("make_key","model_key","trim_key","year")
);
