package engine

// handSScripts are cards scripted by hand (issue 16, batch S). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_s_test.go.
var handSScripts = []Script{}
