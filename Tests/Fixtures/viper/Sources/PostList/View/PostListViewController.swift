import UIKit

/// The list of posts of one feed of the app; used as an embedded module.
final class PostListViewController: UITableViewController {
  var output: PostListViewOutput!
  private var posts: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(PostListCell.self, forCellReuseIdentifier: PostListCell.reuseIdentifier)
    output.didTriggerViewReadyEvent()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    posts.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: PostListCell.reuseIdentifier, for: indexPath)
    cell.textLabel?.text = posts[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    output.didSelectPost(at: indexPath.row)
  }
}

// MARK: - PostListViewInput

extension PostListViewController: PostListViewInput {
  func updateWithPosts(_ posts: [String]) {
    self.posts = posts
    tableView.reloadData()
  }
}
