package engine

// handOScripts are cards scripted by hand (issue 16, batch O). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_o_test.go.
var handOScripts = []Script{}
