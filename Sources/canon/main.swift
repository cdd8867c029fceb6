print("canon")
