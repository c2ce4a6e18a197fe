package engine

// handYScripts are cards scripted by hand (issue 16, batch Y). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_y_test.go.
var handYScripts = []Script{}
