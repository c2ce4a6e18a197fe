package engine

// The generated card tables (cards_<set>_gen.go) are compiled from the
// keyteki packs' printed text by engine/cardgen; see its doc comment.
//go:generate go run ./cardgen
