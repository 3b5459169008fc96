print("sumcalc")
