package engine

// handAEScripts are cards scripted by hand (issue 16, batch AE). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_ae_test.go.
var handAEScripts = []Script{}
