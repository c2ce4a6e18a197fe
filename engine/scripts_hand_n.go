package engine

// handNScripts are cards scripted by hand (issue 16, batch N). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_n_test.go.
var handNScripts = []Script{}
